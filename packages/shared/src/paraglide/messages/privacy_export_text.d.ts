/**
* | output |
* | --- |
* | "One archive of everything Nafasi holds about you: your account, bookings, payments, invoices, messages, reviews, posts, notifications, sign-ins and who at Na..." |
*
* @param {Privacy_Export_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_text: ((inputs: Privacy_Export_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Privacy_Export_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Privacy_Export_TextInputs = {
    hours: NonNullable<unknown>;
};
