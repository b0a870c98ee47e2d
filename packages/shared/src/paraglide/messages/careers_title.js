/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_TitleInputs */

const en_careers_title = /** @type {(inputs: Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help Kenya find space to work`)
};

const sw_careers_title = /** @type {(inputs: Careers_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saidia Kenya kupata mahali pa kufanya kazi`)
};

/**
* | output |
* | --- |
* | "Help Kenya find space to work" |
*
* @param {Careers_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const careers_title = /** @type {((inputs?: Careers_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_careers_title(inputs)
	return en_careers_title(inputs)
});