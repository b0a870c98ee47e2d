/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_IntroInputs */

const en_admin_intro = /** @type {(inputs: Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spaces, bookings and people on Nafasi.`)
};

const sw_admin_intro = /** @type {(inputs: Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maeneo, uhifadhi na watu kwenye Nafasi.`)
};

/**
* | output |
* | --- |
* | "Spaces, bookings and people on Nafasi." |
*
* @param {Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_intro = /** @type {((inputs?: Admin_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_admin_intro(inputs)
	return en_admin_intro(inputs)
});