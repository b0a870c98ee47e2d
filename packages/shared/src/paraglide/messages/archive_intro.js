/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown>, when: NonNullable<unknown> }} Archive_IntroInputs */

const en_archive_intro = /** @type {(inputs: Archive_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Everything Nafasi held about ${i?.email} on ${i?.when}. The same is in data.json for programs. Nafasi keeps it under Kenya's Data Protection Act 2019; how and why is on the privacy page.`)
};

const sw_archive_intro = /** @type {(inputs: Archive_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kila kitu Nafasi ilichoshikilia kuhusu ${i?.email} tarehe ${i?.when}. Vivyo hivyo kiko katika data.json kwa programu. Nafasi inakihifadhi chini ya Sheria ya Ulinzi wa Data ya Kenya 2019; jinsi na kwa nini kiko kwenye ukurasa wa faragha.`)
};

/**
* | output |
* | --- |
* | "Everything Nafasi held about {email} on {when}. The same is in data.json for programs. Nafasi keeps it under Kenya's Data Protection Act 2019; how and why is..." |
*
* @param {Archive_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_intro = /** @type {((inputs: Archive_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_intro(inputs)
	return en_archive_intro(inputs)
});