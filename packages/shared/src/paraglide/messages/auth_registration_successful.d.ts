/**
* | output |
* | --- |
* | "Registration successful!" |
*
* @param {Auth_Registration_SuccessfulInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registration_successful: ((inputs?: Auth_Registration_SuccessfulInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Registration_SuccessfulInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Registration_SuccessfulInputs = {};
