/**
* | output |
* | --- |
* | "Report the message from {name}" |
*
* @param {Chat_Report_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const chat_report_label: ((inputs: Chat_Report_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Chat_Report_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Chat_Report_LabelInputs = {
    name: NonNullable<unknown>;
};
