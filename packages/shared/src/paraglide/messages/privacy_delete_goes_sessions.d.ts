/**
* | output |
* | --- |
* | "Every sign-in, on every device, at once" |
*
* @param {Privacy_Delete_Goes_SessionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_sessions: ((inputs?: Privacy_Delete_Goes_SessionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Goes_SessionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Goes_SessionsInputs = {};
