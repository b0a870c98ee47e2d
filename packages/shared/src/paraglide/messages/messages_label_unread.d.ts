/**
* | output |
* | --- |
* | "Messages, {count} unread" |
*
* @param {Messages_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const messages_label_unread: ((inputs: Messages_Label_UnreadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Messages_Label_UnreadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Messages_Label_UnreadInputs = {
    count: NonNullable<unknown>;
};
