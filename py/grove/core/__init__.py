"""Machinery shared by every game: the state base, square grids, records."""
