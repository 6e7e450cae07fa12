import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from toys import register_toys

# The toy variants join the registry for the engine tests only (all_variants() then lists them).
register_toys()
