/**
* | output |
* | --- |
* | "Saved spaces, notifications, mails, payout accounts and data downloads" |
*
* @param {Privacy_Delete_Goes_ListsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_goes_lists: ((inputs?: Privacy_Delete_Goes_ListsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Goes_ListsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Goes_ListsInputs = {};
