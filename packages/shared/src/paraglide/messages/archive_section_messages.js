/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Archive_Section_MessagesInputs */

const en_archive_section_messages = /** @type {(inputs: Archive_Section_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages with hosts and guests`)
};

const sw_archive_section_messages = /** @type {(inputs: Archive_Section_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ujumbe na wenyeji na wageni`)
};

/**
* | output |
* | --- |
* | "Messages with hosts and guests" |
*
* @param {Archive_Section_MessagesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const archive_section_messages = /** @type {((inputs?: Archive_Section_MessagesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Archive_Section_MessagesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_archive_section_messages(inputs)
	return en_archive_section_messages(inputs)
});