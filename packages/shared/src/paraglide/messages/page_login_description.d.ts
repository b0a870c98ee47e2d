/**
* | output |
* | --- |
* | "Sign in to book spaces, manage your bookings and join virtual meetings on Nafasi." |
*
* @param {Page_Login_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_login_description: ((inputs?: Page_Login_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Login_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Login_DescriptionInputs = {};
