/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_BlurbInputs */

const en_footer_blurb = /** @type {(inputs: Footer_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting rooms, studios, event halls, coworking desks and offices across Kenya, booked by the hour and paid with M-Pesa.`)
};

const sw_footer_blurb = /** @type {(inputs: Footer_BlurbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyumba vya mikutano, studio, kumbi za matukio, madawati ya kazi ya pamoja na ofisi kote Kenya: weka nafasi kwa saa na ulipe kwa M-Pesa.`)
};

/**
* | output |
* | --- |
* | "Meeting rooms, studios, event halls, coworking desks and offices across Kenya, booked by the hour and paid with M-Pesa." |
*
* @param {Footer_BlurbInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const footer_blurb = /** @type {((inputs?: Footer_BlurbInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_BlurbInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_footer_blurb(inputs)
	return en_footer_blurb(inputs)
});