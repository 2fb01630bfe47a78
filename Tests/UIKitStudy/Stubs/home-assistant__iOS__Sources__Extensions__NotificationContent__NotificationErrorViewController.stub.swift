// Stub: Home Assistant's own names (modules Shared, PromiseKit — a dependency of the app) that
// NotificationErrorViewController.swift needs. UserNotificationsUI is Apple's: not stubbed.
import UIKit

final class HomeAssistantAPI {}

struct Promise<T> {
    static func value(_ value: T) -> Promise<T> { Promise() }
}

// The app's protocol for notification categories (NotificationCategory.swift); on iOS it also
// refines UNNotificationContentExtension, Apple's, left out here.
protocol NotificationCategory: NSObjectProtocol {
    init(api: HomeAssistantAPI, notification: UNNotification, attachmentURL: URL?) throws
    func start() -> Promise<Void>
}
