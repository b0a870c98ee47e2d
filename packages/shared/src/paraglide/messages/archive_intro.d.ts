/**
* | output |
* | --- |
* | "Everything Nafasi held about {email} on {when}. The same is in data.json for programs. Nafasi keeps it under Kenya's Data Protection Act 2019; how and why is..." |
*
* @param {Archive_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_intro: ((inputs: Archive_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Archive_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Archive_IntroInputs = {
    email: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
