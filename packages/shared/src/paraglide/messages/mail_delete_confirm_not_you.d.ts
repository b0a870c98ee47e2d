/**
* | output |
* | --- |
* | "If it was not you, do not open it: your account stays. Sign out of other devices in Settings." |
*
* @param {Mail_Delete_Confirm_Not_YouInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_delete_confirm_not_you: ((inputs?: Mail_Delete_Confirm_Not_YouInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Delete_Confirm_Not_YouInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Delete_Confirm_Not_YouInputs = {};
