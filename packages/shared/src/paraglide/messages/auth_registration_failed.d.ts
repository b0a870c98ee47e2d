/**
* | output |
* | --- |
* | "Registration failed. Please try again." |
*
* @param {Auth_Registration_FailedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registration_failed: ((inputs?: Auth_Registration_FailedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Registration_FailedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Registration_FailedInputs = {};
