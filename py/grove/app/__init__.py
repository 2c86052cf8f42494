"""The app: the only layer that touches the browser (page.py); the controller is plain Python."""
