// Stub: InputStackView.swift needs no name of InputBarAccessoryView's own.
