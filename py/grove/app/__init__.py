"""The app: the only layer that touches the browser (the page package); the rest is plain Python."""
