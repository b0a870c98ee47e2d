/**
* | output |
* | --- |
* | "Are you sure you want to delete this meeting? This action cannot be undone." |
*
* @param {Meeting_Confirm_DeleteInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_confirm_delete: ((inputs?: Meeting_Confirm_DeleteInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Confirm_DeleteInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Confirm_DeleteInputs = {};
