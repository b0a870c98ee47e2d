/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Ago_HoursInputs */

const en_ago_hours = /** @type {(inputs: Ago_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 hour ago`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} hours ago`);
	return /** @type {LocalizedString} */ ("ago_hours");
};

const sw_ago_hours = /** @type {(inputs: Ago_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`saa 1 iliyopita`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`saa ${i?.count} zilizopita`);
	return /** @type {LocalizedString} */ ("ago_hours");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour ago" |
* | "other" | "{count} hours ago" |
*
* @param {Ago_HoursInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const ago_hours = /** @type {((inputs: Ago_HoursInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ago_HoursInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_ago_hours(inputs)
	return en_ago_hours(inputs)
});