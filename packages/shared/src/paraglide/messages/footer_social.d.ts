/**
* | output |
* | --- |
* | "Nafasi on {network} (coming soon)" |
*
* @param {Footer_SocialInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_social: ((inputs: Footer_SocialInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_SocialInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_SocialInputs = {
    network: NonNullable<unknown>;
};
