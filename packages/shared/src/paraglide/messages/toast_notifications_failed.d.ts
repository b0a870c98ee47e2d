/**
* | output |
* | --- |
* | "Could not update your notifications. Try again." |
*
* @param {Toast_Notifications_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_notifications_failed: ((inputs?: Toast_Notifications_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Notifications_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Notifications_FailedInputs = {};
