/**
* | output |
* | --- |
* | "Message deleted." |
*
* @param {Toast_Message_DeletedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_message_deleted: ((inputs?: Toast_Message_DeletedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Message_DeletedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Message_DeletedInputs = {};
