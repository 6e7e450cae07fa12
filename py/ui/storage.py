"""The browser's localStorage through the FFI, guarded: a locked-down profile throws SecurityError
as soon as the page touches it, a full one QuotaExceededError on a write. `open_storage` returns
(backend, None) or (None, reason); a backend's set raises slots.StorageError(reason)."""

from pyscript import window

from .dom import absent
from .slots import PREFIX, StorageError

PROBE = PREFIX + "probe"


def reason_of(error) -> str:
    """"full", "forbidden" or "failed", from a JavaScript exception as Pyodide raises it."""
    text = f"{getattr(error, 'name', '')} {error}"
    if "Quota" in text or "QUOTA" in text:
        return "full"
    if "Security" in text or "denied" in text.lower():
        return "forbidden"
    return "failed"


class LocalBackend:
    def __init__(self, storage):
        self.storage = storage

    def get(self, key: str):
        try:
            value = self.storage.getItem(key)
        except Exception as error:  # noqa: BLE001 - storage taken away while playing
            raise StorageError(reason_of(error)) from None
        return None if absent(value) else str(value)

    def set(self, key: str, value: str) -> None:
        try:
            self.storage.setItem(key, value)
        except Exception as error:  # noqa: BLE001 - QuotaExceededError, SecurityError
            raise StorageError(reason_of(error)) from None

    def remove(self, key: str) -> None:
        try:
            self.storage.removeItem(key)
        except Exception as error:  # noqa: BLE001
            raise StorageError(reason_of(error)) from None

    def names(self) -> list:
        """Our keys only (other apps of the same origin keep theirs)."""
        try:
            count = int(self.storage.length)
            found = [self.storage.key(i) for i in range(count)]
        except Exception as error:  # noqa: BLE001
            raise StorageError(reason_of(error)) from None
        return [str(k) for k in found if not absent(k) and str(k).startswith(PREFIX)]


def open_storage():
    """(backend, None) when the page may store (even when full: it still reads, and old games
    can be deleted), else (None, "missing" | "forbidden" | "failed")."""
    try:
        storage = window.localStorage
    except AttributeError:
        return None, "missing"
    except Exception as error:  # noqa: BLE001 - SecurityError on access
        return None, reason_of(error)
    if absent(storage):
        return None, "missing"
    backend = LocalBackend(storage)
    try:
        backend.set(PROBE, "1")
        backend.remove(PROBE)
    except StorageError as error:
        if error.reason != "full":  # a full storage still reads: old games can be deleted
            return None, error.reason
    return backend, None
