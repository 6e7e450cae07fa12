"""UI chrome strings ("ui.*" keys), one module per language, each with a MESSAGES dict."""
