/**
* | output |
* | --- |
* | "Choose a JPEG, PNG or WebP photo." |
*
* @param {Account_Photo_TypeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const account_photo_type: ((inputs?: Account_Photo_TypeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Photo_TypeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Photo_TypeInputs = {};
