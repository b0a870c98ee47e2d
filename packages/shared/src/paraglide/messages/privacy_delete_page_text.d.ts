/**
* | output |
* | --- |
* | "This deletes your account now. Bookings and invoices stay for five years without your name, e-mail or phone; your messages, reviews and posts show “A former ..." |
*
* @param {Privacy_Delete_Page_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_page_text: ((inputs?: Privacy_Delete_Page_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Page_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Page_TextInputs = {};
