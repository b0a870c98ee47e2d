/**
* | output |
* | --- |
* | "Live status of Nafasi's website, API, database, M-Pesa payments, chat and e-mail, with uptime and recent incidents." |
*
* @param {Page_Status_DescriptionInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const page_status_description: ((inputs?: Page_Status_DescriptionInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Status_DescriptionInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Status_DescriptionInputs = {};
