import Views

// Prints what the rewritten view did; scripts/check-rewrite-plugin compares it.
let view = ProfileHeaderView()
print("actions: \(view.followButton.actions.map(\.name))")
print("label: \(view.nameLabel.text ?? "nil")")
// The outlet set by name, as a nib sets it, through the method the rewrite wrote.
let fromNib = UILabel()
fromNib.text = "From a nib"
let connected = view.connectNibOutlet("nameLabel", to: fromNib)
print("outlets: \(connected) \(view.connectNibOutlet("missing", to: fromNib)) \(view.nameLabel.text ?? "nil")")
print("line: \(ProfileHeaderView.line)")
print("file: \(ProfileHeaderView.file)")
