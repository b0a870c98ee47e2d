/**
* | output |
* | --- |
* | "Notification settings saved." |
*
* @param {Toast_Mail_Settings_SavedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_mail_settings_saved: ((inputs?: Toast_Mail_Settings_SavedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Mail_Settings_SavedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Mail_Settings_SavedInputs = {};
