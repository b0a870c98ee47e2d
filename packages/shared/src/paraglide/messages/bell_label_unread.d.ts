/**
* | output |
* | --- |
* | "Notifications, {count} unread" |
*
* @param {Bell_Label_UnreadInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bell_label_unread: ((inputs: Bell_Label_UnreadInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bell_Label_UnreadInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bell_Label_UnreadInputs = {
    count: NonNullable<unknown>;
};
