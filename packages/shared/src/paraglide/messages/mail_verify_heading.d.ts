/**
* | output |
* | --- |
* | "Welcome to Nafasi!" |
*
* @param {Mail_Verify_HeadingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_verify_heading: ((inputs?: Mail_Verify_HeadingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Verify_HeadingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Verify_HeadingInputs = {};
