/**
* | output |
* | --- |
* | "Send Inquiry" |
*
* @param {Contact_Send_InquiryInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_send_inquiry: ((inputs?: Contact_Send_InquiryInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Send_InquiryInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Send_InquiryInputs = {};
