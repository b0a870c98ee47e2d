/**
* | output |
* | --- |
* | "If you did not ask for it, change your password and sign out of other devices in Settings." |
*
* @param {Mail_Export_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_export_not_you: ((inputs?: Mail_Export_Not_YouInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Export_Not_YouInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Export_Not_YouInputs = {};
