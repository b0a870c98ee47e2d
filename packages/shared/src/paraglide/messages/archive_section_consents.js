/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_ConsentsInputs */

const en_archive_section_consents = /** @type {(inputs: Archive_Section_ConsentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you agreed to, and when (consents)`)
};

const sw_archive_section_consents = /** @type {(inputs: Archive_Section_ConsentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ulichokubali, na lini (ridhaa)`)
};

/**
* | output |
* | --- |
* | "What you agreed to, and when (consents)" |
*
* @param {Archive_Section_ConsentsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_consents = /** @type {((inputs?: Archive_Section_ConsentsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_ConsentsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_consents(inputs)
	return en_archive_section_consents(inputs)
});