import Views

// Prints what the rewritten view did; scripts/check-rewrite-plugin compares it.
let view = ProfileHeaderView()
print("actions: \(view.followButton.actions.map(\.name))")
print("label: \(view.nameLabel.text ?? "nil")")
print("line: \(ProfileHeaderView.line)")
print("file: \(ProfileHeaderView.file)")
