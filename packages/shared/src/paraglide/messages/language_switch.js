/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_SwitchInputs */

const en_language_switch = /** @type {(inputs: Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kiswahili`)
};

const sw_language_switch = /** @type {(inputs: Language_SwitchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

/**
* | output |
* | --- |
* | "Kiswahili" |
*
* @param {Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const language_switch = /** @type {((inputs?: Language_SwitchInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_SwitchInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_language_switch(inputs)
	return en_language_switch(inputs)
});