"""The Qt user interface of Deberts Desktop (PySide6)."""
