/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max_mib: NonNullable<unknown> }} Calendar_Import_Too_LargeInputs */

const en_calendar_import_too_large = /** @type {(inputs: Calendar_Import_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This calendar is larger than ${i?.max_mib} MiB, more than Nafasi reads. Export a shorter range (the coming months) and link that.`)
};

const sw_calendar_import_too_large = /** @type {(inputs: Calendar_Import_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kalenda hii ni kubwa kuliko MiB ${i?.max_mib}, zaidi ya Nafasi inavyosoma. Hamisha kipindi kifupi (miezi ijayo) na uweke kiungo chake.`)
};

/**
* | output |
* | --- |
* | "This calendar is larger than {max_mib} MiB, more than Nafasi reads. Export a shorter range (the coming months) and link that." |
*
* @param {Calendar_Import_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const calendar_import_too_large = /** @type {((inputs: Calendar_Import_Too_LargeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Import_Too_LargeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_calendar_import_too_large(inputs)
	return en_calendar_import_too_large(inputs)
});