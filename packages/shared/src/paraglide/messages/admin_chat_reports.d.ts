/**
* | output |
* | --- |
* | "Reported chat messages" |
*
* @param {Admin_Chat_ReportsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_chat_reports: ((inputs?: Admin_Chat_ReportsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Chat_ReportsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Chat_ReportsInputs = {};
