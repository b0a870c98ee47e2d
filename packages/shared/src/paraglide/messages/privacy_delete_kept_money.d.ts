/**
* | output |
* | --- |
* | "Bookings, payments and invoices, for five years (Tax Procedures Act 2015, s. 23), without your name, e-mail or phone" |
*
* @param {Privacy_Delete_Kept_MoneyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_delete_kept_money: ((inputs?: Privacy_Delete_Kept_MoneyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Delete_Kept_MoneyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Delete_Kept_MoneyInputs = {};
