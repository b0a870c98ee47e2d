/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Duration_HoursInputs */

const en_duration_hours = /** @type {(inputs: Duration_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 hour`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours`);
	return /** @type {LocalizedString} */ ("duration_hours");
};

const sw_duration_hours = /** @type {(inputs: Duration_HoursInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("sw", i?.count, {});return /** @type {LocalizedString} */ (`saa ${i?.count}`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour" |
* | "other" | "{count} hours" |
*
* @param {Duration_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_hours = /** @type {((inputs: Duration_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_duration_hours(inputs)
	return en_duration_hours(inputs)
});