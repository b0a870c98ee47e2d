/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Import_DuplicateInputs */

const en_calendar_import_duplicate = /** @type {(inputs: Calendar_Import_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That calendar is already synced with this space.`)
};

const sw_calendar_import_duplicate = /** @type {(inputs: Calendar_Import_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalenda hiyo tayari inasawazishwa na eneo hili.`)
};

/**
* | output |
* | --- |
* | "That calendar is already synced with this space." |
*
* @param {Calendar_Import_DuplicateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_duplicate = /** @type {((inputs?: Calendar_Import_DuplicateInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_DuplicateInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_duplicate(inputs)
	return en_calendar_import_duplicate(inputs)
});