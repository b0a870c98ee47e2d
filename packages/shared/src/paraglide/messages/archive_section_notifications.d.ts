/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Archive_Section_NotificationsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_notifications: ((inputs?: Archive_Section_NotificationsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_Section_NotificationsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_Section_NotificationsInputs = {};
