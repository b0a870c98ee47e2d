/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Duration_DaysInputs */

const en_duration_days = /** @type {(inputs: Duration_DaysInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 day`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} days`);
	return /** @type {LocalizedString} */ ("duration_days");
};

const sw_duration_days = /** @type {(inputs: Duration_DaysInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("sw", i?.count, {});return /** @type {LocalizedString} */ (`siku ${i?.count}`)
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day" |
* | "other" | "{count} days" |
*
* @param {Duration_DaysInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const duration_days = /** @type {((inputs: Duration_DaysInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Duration_DaysInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_duration_days(inputs)
	return en_duration_days(inputs)
});