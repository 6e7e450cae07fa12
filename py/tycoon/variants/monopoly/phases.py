"""Monopoly's own phase, beside the shared ones of core/phases.py."""

INCOME_TAX = "income_tax"  # choose $200 or 10% before the total is shown (docs/rules/monopoly.md "Income tax")
