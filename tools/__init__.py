"""Build, serve and test helpers used by build.py, the e2e fixtures and the benchmarks (stdlib only)."""
