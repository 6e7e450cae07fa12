"""Deed headers are readable (issue 36): the text on every colour group's deed header, in Cờ Tỷ
Phú's and 如何做個大富翁's palettes, has a contrast of at least 4.5:1 with its background (WCAG AA),
measured from the page's computed colours."""

from __future__ import annotations

import pytest
from conftest import open_app

CONTRAST_JS = """() => {
  const rgb = (text) => {
    const probe = document.createElement("canvas").getContext("2d");
    probe.fillStyle = "#000"; probe.fillStyle = text; probe.fillRect(0, 0, 1, 1);
    return Array.from(probe.getImageData(0, 0, 1, 1).data).slice(0, 3);
  };
  const lum = (c) => { const [r, g, b] = c.map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                       return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const head = document.querySelector("[data-testid='inspector'] .deed-head");
  if (!head) return null;
  const style = getComputedStyle(head);
  const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))].sort((x, y) => y - x);
  return {group: head.closest("[class*='g-']")?.className || "", ratio: (a + 0.05) / (b + 0.05)};
}"""


def first_square_of_each_group(page) -> list:
    return page.evaluate("""() => {
      const seen = new Map();
      for (const cell of document.querySelectorAll("[data-testid^='square-']")) {
        const group = [...cell.classList].find((c) => c.startsWith("g-"));
        if (group && !seen.has(group)) seen.set(group, cell.dataset.testid);
      }
      return [...seen.entries()];
    }""")


@pytest.mark.parametrize("variant", ["monopoly", "taiwan"])
def test_every_deed_header_has_aa_contrast(page, server, variant):
    open_app(page, server, "?seed=5")
    page.get_by_test_id(f"variant-{variant}").click()
    page.get_by_test_id("start-game").click()
    page.locator("[data-testid='status'][data-mode='human']").wait_for(timeout=60_000)
    found = {}
    for group, testid in first_square_of_each_group(page):
        page.get_by_test_id(testid).locator("button").first.click()
        page.locator(f"[data-testid='inspector'] .{group} .deed-head").wait_for()
        measured = page.evaluate(CONTRAST_JS)
        assert measured is not None, group
        found[group] = round(measured["ratio"], 2)
    assert len(found) >= 10, found
    assert all(ratio >= 4.5 for ratio in found.values()), found
