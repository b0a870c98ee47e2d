/**
* | output |
* | --- |
* | "Delete the message from {name}" |
*
* @param {Chat_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_delete_label: ((inputs: Chat_Delete_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_Delete_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_Delete_LabelInputs = {
    name: NonNullable<unknown>;
};
