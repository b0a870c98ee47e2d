/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} About_IntroInputs */

const en_about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi means “space” in Kiswahili. We connect people across Kenya with meeting rooms, studios, event halls, coworking desks and offices they can book by the hour and pay for with M-Pesa.`)
};

const sw_about_intro = /** @type {(inputs: About_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nafasi ni neno la Kiswahili. Tunawaunganisha watu kote Kenya na vyumba vya mikutano, studio, kumbi za matukio, madawati ya kazi ya pamoja na ofisi wanazoweza kuweka kwa saa na kulipia kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Nafasi means “space” in Kiswahili. We connect people across Kenya with meeting rooms, studios, event halls, coworking desks and offices they can book by the ..." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const about_intro = /** @type {((inputs?: About_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_about_intro(inputs)
	return en_about_intro(inputs)
});