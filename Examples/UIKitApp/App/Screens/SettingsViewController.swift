import UIKit

/// Settings as a grouped table: two sections, a switch in one row.
final class SettingsViewController: UITableViewController {
    private let sections: [(title: String, rows: [String])] = [
        ("Account", ["Name", "Email", "Password"]),
        ("Notifications", ["Push notifications", "Weekly digest"]),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        if indexPath.section == 1 {
            let toggle = UISwitch()
            toggle.isOn = indexPath.row == 0
            cell.accessoryView = toggle
        } else {
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}
